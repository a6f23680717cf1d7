/** Staff accounts (004-staff-accounts): who may sign in to the inbox, and how. */
export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_tokens: StaffTokenTable;
  passkeys: PasskeyTable;
  auth_challenges: AuthChallengeTable;
}

export interface StaffTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id PHC string; null until the person sets a password through their one-time link. */
  password_hash: string | null;
  created_at: string;
  password_changed_at: string | null;
}

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
export interface StaffSessionTable {
  id: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  /** Added by 007-session-proof: when this browser last gave the password or a passkey. */
  verified_at: string | null;
  /** The passkey it signed in with (null for a password or link); removing it ends the session. */
  passkey_id: string | null;
}

/**
 * A one-time link (SHA-256 of its token), such as the one `staff add` prints: `password-setup` for
 * a new account, `recovery` for an existing one (its passkeys were removed when it was made).
 */
export interface StaffTokenTable {
  id: string;
  staff_id: string;
  purpose: "password-setup" | "recovery";
  expires_at: string;
  used_at: string | null;
}

/** A WebAuthn credential; binary values are base64url text so both databases store them alike. */
export interface PasskeyTable {
  id: string;
  staff_id: string;
  public_key: string;
  counter: number;
  /** Comma-separated AuthenticatorTransport values. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet answered; single use, short-lived. */
export interface AuthChallengeTable {
  id: string;
  challenge: string;
  /** Set for registering a passkey (the signed-in person); null for signing in with one. */
  staff_id: string | null;
  expires_at: string;
}
