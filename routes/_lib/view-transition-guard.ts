/**
 * Pages cross-fade on navigation (`@view-transition` in client/styles.css). When the browser skips a transition (the
 * page is hidden, or the visitor navigates on before it ends) it rejects the transition's promises, and unless the
 * page has handled them that shows as an uncaught error. The handlers must be in place before `pagereveal`, which
 * fires before the page's async module runs, so they are this one inline script in the head. It is the same for
 * every page, so the policy allows it by its hash (cached pages carry no nonce); tests/worker/security.test.ts checks
 * that the hash is this text's.
 */
export const VIEW_TRANSITION_GUARD =
  "for(const t of['pageswap','pagereveal'])addEventListener(t,e=>{const v=e.viewTransition;if(v){v.ready.catch(()=>{});v.finished.catch(()=>{})}})";

export const VIEW_TRANSITION_GUARD_HASH = "'sha256-YWhO+cn+I6eRm9/1qBcmnljvswMc6jUnKRL26cgAHQI='";
