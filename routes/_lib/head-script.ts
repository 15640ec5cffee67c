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
 * - A page that is to jump renders whole (`data-whole-page`; why in client/styles.css, .render-on-sight): one opened
 *   at an #anchor, or at a remembered position (back, forward, reload), is marked before its body is parsed; a click on
 *   a link to an anchor on the same page is marked in the capture phase, before the browser measures the jump; an
 *   anchor typed into the address bar, or a prerendered page shown at one, is marked and jumped to again once the
 *   browser has made its jump from the estimates. A page opened at an anchor is also put there without a glide
 *   (`data-at-anchor`, client/styles.css) until the visitor's first click.
 */
export const HEAD_SCRIPT =
  "for(const t of['pageswap','pagereveal'])addEventListener(t,e=>{const v=e.viewTransition;if(v){v.ready.catch(()=>{});v.finished.catch(()=>{})}});{const l=Object.assign(document.createElement('link'),{rel:'expect',href:'#main',blocking:'render'});document.head.append(l);addEventListener('DOMContentLoaded',()=>l.remove())}{const r=document.documentElement,w=()=>r.setAttribute('data-whole-page',''),j=()=>{if(!r.hasAttribute('data-whole-page')){w();document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()}};if(location.hash||/^(back_forward|reload)$/.test(performance.getEntriesByType('navigation')[0]?.type)){w();r.setAttribute('data-at-anchor','')}addEventListener('click',e=>{r.removeAttribute('data-at-anchor');const a=e.target.closest?.('a[href*=\"#\"]');if(a&&a.pathname===location.pathname&&a.hash)w()},true);addEventListener('hashchange',j);document.addEventListener('prerenderingchange',()=>location.hash&&j())}";

export const HEAD_SCRIPT_HASH = "'sha256-cIPvGejiVv+F1X2pra5YI9Vw/9UrnvA6IRZ6ozU/8v4='";
