import {
  contactListMessages,
  contactSendMessage,
  siteSiteConfig,
  siteTrackClick,
  type ContactIn,
  type TrackClickIn,
} from "../client";
import { unwrap } from "./http";

export const siteApi = {
  config: () => unwrap(siteSiteConfig()),
  sendMessage: (body: ContactIn) => unwrap(contactSendMessage({ body })),
  messages: (page: number, pageSize: number) =>
    unwrap(contactListMessages({ query: { page, page_size: pageSize } })),
  trackClick: (body: TrackClickIn) => unwrap(siteTrackClick({ body })),
};
