/** Words every manager screen shares (routes/_layout/manager/bar.tsx): its nav and who is signed in. British English. */
export const managerCopy = {
  nav: { label: 'Manager', articles: 'Articles', leads: 'Leads' },
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
} as const;
