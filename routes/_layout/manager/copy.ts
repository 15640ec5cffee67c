/** Words every manager screen shares (routes/_layout/manager/bar.tsx): its nav's name and who is signed in. British English. */
export const managerCopy = {
  navLabel: 'Manager',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
} as const;
