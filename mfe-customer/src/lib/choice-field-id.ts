import { useEffect } from 'react';

const PREFIX = 'sdc-node-';

/**
 * The id of the field that sets one node (a text input, the first radio of a photo choice): the
 * options form focuses it when a save is refused, and the cart's "Finish it" link names it in its hash.
 * Text and image nodes are numbered apart, so the kind is part of the id.
 */
export function choiceFieldId(kind: 'text' | 'photo', nodeId: number): string {
  return `${PREFIX}${kind}-${nodeId}`;
}

/** The field a URL's hash names, when it names one. */
export function choiceFieldInHash(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  return id.startsWith(PREFIX) ? id : null;
}

/** Once the calling component is on screen, the cursor goes to the field the URL's hash names ("Finish it" in the cart). */
export function useHashFieldFocus(): void {
  useEffect(() => {
    const target = choiceFieldInHash(window.location.hash);
    if (target) document.getElementById(target)?.focus();
  }, []);
}
