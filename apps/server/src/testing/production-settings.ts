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
  IDENTITY_QUESTIONS_USERNAME: 'test-idology-user',
  IDENTITY_QUESTIONS_PASSWORD: 'test-idology-password',
  RISK_SCORE_ACCOUNT_ID: 'test-sentilink-account',
  RISK_SCORE_TOKEN: 'test-sentilink-token',
  DOCUMENT_CHECK_API_TOKEN: 'test-onfido-token',
  CARD_ISSUER_API_KEY: 'test-lithic-key',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'test-twilio-auth-token',
  TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}`,
  // Letters on paper (decision 089).
  LOB_API_KEY: 'test_0000000000000000',
  LOB_FROM_ADDRESS_ID: 'adr_00000000',
  CREDIT_BUREAU_URL: 'https://bureau.invalid',
  CREDIT_BUREAU_CLIENT_ID: 'test-client',
  CREDIT_BUREAU_CLIENT_SECRET: 'test-secret',
  CREDIT_BUREAU_USERNAME: 'test-user',
  CREDIT_BUREAU_PASSWORD: 'test-password',
  CREDIT_BUREAU_SUBSCRIBER_CODE: '1234567',
  // The creditor every notice names (decision 054).
  CREDITOR_LEGAL_NAME: 'Test Issuing Bank, N.A.',
  CREDITOR_ADDRESS: 'Card Services, PO Box 1, Wilmington, DE 19850',
  CREDITOR_CHARTER: 'nationalBank',
  CREDITOR_ASSETS_OVER_10_BILLION: 'false',
  // Lithic's webhook secrets are whsec_ and base64 (decision 045).
  CARD_ISSUER_WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
  // A P-256 key made for these tests only (decision 034); it signs nothing anyone trusts.
  HELP_DESK_SIGNING_KEY: [
    '-----BEGIN PRIVATE KEY-----',
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQghniTVg4MOJ+Yb5Ii',
    '3C2bsbnhfpGuZOVABz1rGoe3OOWhRANCAAT0SyeGw+V6S0sF1vbO4A/IHNFXVx6k',
    'pne5FpA3m3WdylP5Jed4QNpPGhzxNgkOws4PqRgef0zBbp0OVUAtVvoX',
    '-----END PRIVATE KEY-----',
  ].join('\\n'),
} as const;
