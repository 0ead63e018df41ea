import type { Page } from '@playwright/test';

/** The socket's greeting (the balance), once the page has connected it. */
export const socketGreeting = (page: Page) =>
  page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('"balance"'),
    }),
  );
