/**
 * The host an error message names ("example.com:8080 did not answer"): the address's host with its
 * port, or the address as given when it is not one, so the message still says what was tried.
 */
export function hostInMessage(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
