import { graphql } from '../../gql';

export const OutboxMessageFieldsFragment = graphql(`
  fragment OutboxMessageFields on OutboxMessage {
    id
    kind
    to
    cc
    subject
    status
    error
    attempts
    createdAt
    sentAt
    attachments {
      position
      fileName
      contentType
      sizeBytes
      downloadUrl
    }
  }
`);

export const OutboxListQuery = graphql(`
  query OutboxList($status: OutboxStatus, $offset: Int, $limit: Int) {
    outbox(status: $status, offset: $offset, limit: $limit) {
      total
      offset
      limit
      messages {
        ...OutboxMessageFields
      }
    }
  }
`);

export const OutboxMessageQuery = graphql(`
  query OutboxMessageDetail($id: ID!) {
    outboxMessage(id: $id) {
      ...OutboxMessageFields
      text
      html
    }
  }
`);

export const ResendMessageMutation = graphql(`
  mutation ResendMessage($id: ID!) {
    resendMessage(id: $id) {
      ...OutboxMessageFields
      id
      status
      error
      text
      html
    }
  }
`);
