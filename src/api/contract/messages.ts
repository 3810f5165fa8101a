/*
 * The player's messages and the register-success template (spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

export type MemberMessage = {
  id: number;
  messageTemplateId: number;
  title: string;
  content: string;
  read: boolean;
  createTime: number;
};

export type MessageReadPayload = { messageTemplateId: number };

/** CHOICE: the register-success notice template. */
export type MessageTemplate = { title: string; content: string };
