/**
 * The settings production requires (APP_ENV=production refuses to start
 * without them, decision 038), for tests that load a production config. The
 * values point nowhere: those tests make no provider call.
 */
export const productionProviderSettings = {
  PUBLIC_URL: 'https://waypoint.example',
  SMTP_URL: 'smtp://mail.invalid:587',
  RECAPTCHA_SECRET: 'test-recaptcha-secret',
  RECAPTCHA_SITE_KEY: 'test-recaptcha-site-key',
  PLAID_CLIENT_ID: 'test-plaid-client',
  PLAID_SECRET: 'test-plaid-secret',
  // Providers whose real adapters these tests do not configure.
  SANDBOX_PROVIDERS: 'identity-questions,risk-score,document-check,card-issuer',
  CREDIT_BUREAU_URL: 'https://bureau.invalid',
  CREDIT_BUREAU_CLIENT_ID: 'test-client',
  CREDIT_BUREAU_CLIENT_SECRET: 'test-secret',
  CREDIT_BUREAU_USERNAME: 'test-user',
  CREDIT_BUREAU_PASSWORD: 'test-password',
  CREDIT_BUREAU_SUBSCRIBER_CODE: '1234567',
  CARD_ISSUER_WEBHOOK_SECRET: 'test-card-issuer-webhook-secret-of-32-plus-chars',
  // A P-256 key made for these tests only (decision 034); it signs nothing anyone trusts.
  HELP_DESK_SIGNING_KEY: [
    '-----BEGIN PRIVATE KEY-----',
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghniTVg4MOJ+Yb5Ii',
    '3C2bsbnhfpGuZOVABz1rGoe3OOWhRANCAAT0SyeGw+V6S0sF1vbO4A/IHNFXVx6k',
    'pne5FpA3m3WdylP5Jed4QNpPGhzxNgkOws4PqRgef0zBbp0OVUAtVvoX',
    '-----END PRIVATE KEY-----',
  ].join('\\n'),
} as const;
