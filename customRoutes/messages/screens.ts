/** The chat screens, by their path in domain/routes.ts. */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../src/lazyComponent';

const MessagesPage = lazyComponent(() => import('./MessagesPage'), 'MessagesPage');

export const MESSAGE_SCREENS: Record<string, ComponentType> = {
  '/messages': MessagesPage,
  '/messages/:chatRoomId': MessagesPage,
};
