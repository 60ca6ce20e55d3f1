import { contactListMessages, contactSendMessage, siteSiteConfig, type ContactIn } from "../client";
import { unwrap } from "./http";

export const siteApi = {
  config: () => unwrap(siteSiteConfig()),
  sendMessage: (body: ContactIn) => unwrap(contactSendMessage({ body })),
  messages: (page: number, pageSize: number) =>
    unwrap(contactListMessages({ query: { page, page_size: pageSize } })),
};
