/** One message as the app writes it; the transport adds From and encodes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
