import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatMessage } from '../../engine/messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';

/** Resolves a catalogue id with slot values into the text to show. */
export type Translate = (id: string, params?: MessageParams) => string;

const MessagesContext = createContext<Translate>((id) => id);

/** Provides the message catalogue, with configuration values ({product}, {phone}...) as globals. */
export function MessagesProvider(props: { catalogue: MessageCatalogue; globals: MessageParams; children: ReactNode }) {
  const { catalogue, globals } = props;
  const translate = useMemo<Translate>(
    () => (id, params) => formatMessage(catalogue, id, params, globals),
    [catalogue, globals],
  );
  return <MessagesContext.Provider value={translate}>{props.children}</MessagesContext.Provider>;
}

/** The catalogue lookup of the nearest MessagesProvider. */
export function useMessages(): Translate {
  return useContext(MessagesContext);
}
