import { describe, expect, it } from 'vitest';
import { sendError } from './mailer.ts';

describe('sendError', () => {
  it('keeps the server’s reason and hides the SMTP URL and its credentials', () => {
    const url = 'smtp://mailer:s3cr%21t@mail.example.test:587';
    const error = new Error(`Invalid login for mailer with s3cr!t at ${url}: 535 Authentication failed`);
    const reason = sendError(error, url);
    expect(reason).toBe('Invalid login for *** with *** at ***: 535 Authentication failed');
  });

  it('caps the reason at 1000 characters', () => {
    expect(sendError(new Error('x'.repeat(5000)), 'smtp://127.0.0.1:25')).toHaveLength(1000);
  });
});
