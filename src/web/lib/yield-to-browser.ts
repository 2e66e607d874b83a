/** Lets the browser handle input and paint between two pieces of start-up work. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
