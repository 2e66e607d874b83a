/*
 * What a screen says about an e-mail it caused: that it went only when this site sends e-mail
 * (docs/decisions/0031). Without e-mail set up every message waits in the owner's Outbox, and the
 * screen says so in plain words (no server terms on the instructor's screens).
 */

/** For the instructor: '{name} is e-mailed the new time.', or that they are not and should be told. */
export function describeLearnerEmail(name: string, what: string, emailDeliveryConfigured: boolean): string {
  return emailDeliveryConfigured
    ? `${name} is e-mailed ${what}.`
    : `E-mail is not set up on this site, so ${name} is not e-mailed ${what}: please tell them yourself.`;
}
