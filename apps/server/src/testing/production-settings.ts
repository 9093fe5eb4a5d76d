/**
 * The provider settings production requires (APP_ENV=production refuses to
 * start without them), for tests that load a production config. The values
 * point nowhere: those tests make no provider call.
 */
export const productionProviderSettings = {
  CREDIT_BUREAU_URL: 'https://bureau.invalid',
  CREDIT_BUREAU_CLIENT_ID: 'test-client',
  CREDIT_BUREAU_CLIENT_SECRET: 'test-secret',
  CREDIT_BUREAU_USERNAME: 'test-user',
  CREDIT_BUREAU_PASSWORD: 'test-password',
  CREDIT_BUREAU_SUBSCRIBER_CODE: '1234567',
} as const;
