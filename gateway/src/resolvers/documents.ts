import type { ClientResolvers, MutationResolvers, PaymentResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { EmailResultDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { outboxStatus } from './outbox.ts';

/** The gateway's PDF download paths (gateway/src/http/document-download.ts). */
export const receiptDownloadPath = (paymentId: string | number) => `/download/receipt/${paymentId}`;
export const statementDownloadPath = (clientId: string | number) => `/download/statement/${clientId}`;

export const PaymentReceiptField: Pick<PaymentResolvers, 'receiptDownloadPath'> = {
  receiptDownloadPath: (payment) => receiptDownloadPath(payment.id),
};

export const ClientStatementField: Pick<ClientResolvers, 'statementDownloadPath'> = {
  statementDownloadPath: (client) => statementDownloadPath(client.id),
};

const emailBody = (to: string | null | undefined) => (to?.trim() ? { to: to.trim() } : {});
const keyHeader = (key: string | null | undefined) => (key?.trim() ? { 'idempotency-key': key.trim() } : undefined);

/** A payment's receipt and a client's statement emailed through the Outbox (api routes of issue 13). */
export const DocumentMutation: MutationResolvers = {
  async emailReceipt(_parent, { paymentId, to, idempotencyKey }, ctx) {
    const sent = await ctx.rest.post<EmailResultDto>(
      restPath`/api/payment1/receipt/${restId(paymentId, 'paymentId')}/email`,
      emailBody(to),
      keyHeader(idempotencyKey),
    );
    return { ...sent, outboxId: String(sent.outboxId), status: outboxStatus(sent.status) };
  },
  async emailClientStatement(_parent, { clientId, start, end, to, idempotencyKey }, ctx) {
    const query = new URLSearchParams({ ...(start ? { start } : {}), ...(end ? { end } : {}) }).toString();
    const sent = await ctx.rest.post<EmailResultDto>(
      `${restPath`/api/client1/statement/${restId(clientId, 'clientId')}/email`}${query ? `?${query}` : ''}`,
      emailBody(to),
      keyHeader(idempotencyKey),
    );
    return { ...sent, outboxId: String(sent.outboxId), status: outboxStatus(sent.status) };
  },
};
