/**
 * The one inline script, in the head of every page. It is the same for every page, so the policy allows it by its
 * hash (cached pages carry no nonce); tests/worker/security.test.ts checks that the hash is this text's. It does two
 * things that must be done before the body is parsed:
 *
 * - Pages cross-fade on navigation (`@view-transition` in client/styles.css). When the browser skips a transition
 *   (the page is hidden, or the visitor navigates on before it ends) it rejects the transition's promises, and unless
 *   the page has handled them that shows as an uncaught error. The handlers must be in place before `pagereveal`,
 *   which fires before the page's async module runs.
 * - The first paint waits for the whole header (`<link rel="expect" href="#main" blocking="render">`): a document
 *   arrives in pieces, and a header painted half-parsed moves when its last items arrive. The block lifts when
 *   <main>, which follows the header, is reached (Chromium lifts it at an element's start tag, so naming the header
 *   itself would not do). The link is added here, and removed once the document is parsed, rather than written in the
 *   markup, because HTML checkers do not yet accept `blocking` on a link that is not a stylesheet.
 */
export const HEAD_SCRIPT =
  "for(const t of['pageswap','pagereveal'])addEventListener(t,e=>{const v=e.viewTransition;if(v){v.ready.catch(()=>{});v.finished.catch(()=>{})}});{const l=Object.assign(document.createElement('link'),{rel:'expect',href:'#main',blocking:'render'});document.head.append(l);addEventListener('DOMContentLoaded',()=>l.remove())}";

export const HEAD_SCRIPT_HASH = "'sha256-b8jFn9GjR0bBHxCdwhcj7+nimTK7wu8KPOEFgAVCJW8='";
