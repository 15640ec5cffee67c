/** Every form's privacy note links here; a module of its own so browser code can import it without the legal copy. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
