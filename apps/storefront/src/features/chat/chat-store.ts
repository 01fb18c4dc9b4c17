import { createStore, useStore } from '../../lib/store';

/** A product or order the shopper may share with one click (the page that opened the chat offers it). */
export type ChatOffer = { kind: 'product' | 'order'; body: string; label: string };

/** Whether the chat window is open, and with whom (merId 0: the mall's service). */
export const chatStore = createStore<{ open: boolean; merId: number | null; offer: ChatOffer | null }>({
  open: false,
  merId: null,
  offer: null,
});

export function openChat(merId: number | null, offer: ChatOffer | null = null): void {
  chatStore.set({ open: true, merId, offer });
}

/** The shop a notice's link opens the chat with (`/chat?merId=2`, audit L7), or null for any other link. */
export function chatLinkShop(link: string): number | null {
  const match = /^\/chat\?merId=(\d{1,10})$/.exec(link);
  return match ? Number(match[1]) : null;
}

export function closeChat(): void {
  chatStore.set((s) => ({ ...s, open: false }));
}

export function useChat() {
  return useStore(chatStore);
}
