/** The api of the e2e stack signs tokens with this secret, so a test can forge an expired one. */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
