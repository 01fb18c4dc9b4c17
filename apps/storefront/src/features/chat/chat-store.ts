import { createStore, useStore } from '../../lib/store';

/** A product or order the shopper may share with one click (the page that opened the chat offers it). */
export type ChatOffer = { kind: 'product' | 'order'; body: string; label: string };

/** The shop as the page that opened the chat knows it: names a conversation that has no message yet (audit AX1). */
export type ChatShop = { name: string; avatar?: string };

/** Whether the chat window is open, and with whom (merId 0: the mall's service). */
export const chatStore = createStore<{
  open: boolean;
  merId: number | null;
  offer: ChatOffer | null;
  shop: ChatShop | null;
}>({
  open: false,
  merId: null,
  offer: null,
  shop: null,
});

export function openChat(merId: number | null, offer: ChatOffer | null = null, shop: ChatShop | null = null): void {
  chatStore.set({ open: true, merId, offer, shop });
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
