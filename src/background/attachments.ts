import type { PageDocument } from '../core/document/types';
import { sendMessage } from '../shared/messages';
import { panelHandoff } from './panel-handoff';

interface Pending {
  document: PageDocument;
  question?: string;
}

/** A page the user asked about, until the side panel takes it (`take-pending-attachment`). */
const pendingPage = panelHandoff<Pending>('pendingAttachment', (p) => sendMessage('attachment-ready', p));

export async function deliverAttachment(document: PageDocument, question?: string): Promise<void> {
  await pendingPage.deliver(question ? { document, question } : { document });
}

export async function takePendingAttachment(): Promise<PageDocument | null> {
  return (await pendingPage.take())?.document ?? null;
}
