import type { ScriptEntry } from '@casino/contracts';

/** Marks every node this module inserts, so a sign-in change can take them all out again. */
export const injectedAttribute = 'data-marketing-script';

/** How long an external script may take before the next snippet goes in regardless. */
const scriptLoadTimeoutMs = 10_000;

type Slot = 'head' | 'bodyStart' | 'bodyEnd';
const slots: readonly Slot[] = ['head', 'bodyStart', 'bodyEnd'];

/**
 * The per-request CSP nonce the server writes into `<meta name="csp-nonce">`. Null when absent or
 * still the build placeholder (the Vite dev server does not replace it).
 */
export function readCspNonce(doc: Document): string | null {
  const content = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim() ?? '';
  return content === '' || content.startsWith('__') ? null : content;
}

/**
 * A script that runs: elements parsed from HTML strings never execute, so each one is re-created with
 * `createElement`, its attributes and text copied, and the nonce the CSP asks for.
 */
function runnableScript(doc: Document, source: HTMLScriptElement, nonce: string | null): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const { name, value } of Array.from(source.attributes)) {
    if (name !== 'nonce') script.setAttribute(name, value);
  }
  if (nonce) script.nonce = nonce;
  // keep document order between external scripts (dynamic scripts are async by default)
  if (source.src && !source.hasAttribute('async')) script.async = false;
  script.text = source.text;
  return script;
}

/** Turns an HTML snippet into elements ready to insert, marked with the entry's key. */
function snippetElements(doc: Document, html: string, key: string, nonce: string | null): Element[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const elements: Element[] = [];
  for (const node of Array.from(template.content.children)) {
    const element =
      node instanceof HTMLScriptElement
        ? runnableScript(doc, node, nonce)
        : (doc.importNode(node, true) as Element);
    for (const nested of Array.from(element.querySelectorAll('script'))) {
      nested.replaceWith(runnableScript(doc, nested, nonce));
    }
    if (nonce) {
      for (const styled of [element, ...Array.from(element.querySelectorAll('style, link'))]) {
        if (styled instanceof HTMLStyleElement || styled instanceof HTMLLinkElement) styled.nonce = nonce;
      }
    }
    element.setAttribute(injectedAttribute, key);
    elements.push(element);
  }
  return elements;
}

function whenLoaded(script: HTMLScriptElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      script.removeEventListener('load', done);
      script.removeEventListener('error', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = window.setTimeout(done, scriptLoadTimeoutMs);
    script.addEventListener('load', done);
    // a snippet blocked by an ad blocker must not hold back the others
    script.addEventListener('error', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Inserts the entries' snippets into head, the start of body and the end of body, in order. An
 * external script is awaited before the next snippet goes in, so inline code after a library
 * finds it loaded. Stops when `signal` aborts.
 */
export async function injectSnippets(
  doc: Document,
  entries: readonly ScriptEntry[],
  options: { nonce: string | null; signal: AbortSignal },
): Promise<void> {
  const { nonce, signal } = options;
  for (const slot of slots) {
    // body-start snippets go in before the app's root, in the entries' order
    const anchor = slot === 'bodyStart' ? doc.body.firstChild : null;
    for (const entry of entries) {
      for (const element of snippetElements(doc, entry[slot], entry.key, nonce)) {
        if (signal.aborted) return;
        if (slot === 'head') doc.head.append(element);
        else doc.body.insertBefore(element, anchor);
        if (element instanceof HTMLScriptElement && element.src && !element.async) {
          await whenLoaded(element, signal);
        }
      }
    }
  }
}

/** Takes every injected element out again (what already ran keeps its effects, as in any page). */
export function removeInjected(doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${injectedAttribute}]`))) element.remove();
}
