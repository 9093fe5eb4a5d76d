let leaving = false;

// Requests still in flight when the page unloads are cut off by the browser. Those are not
// failures of the application; knowing the page is going lets the wizard not treat them as such.
if (typeof window !== 'undefined') {
  // beforeunload comes as a navigation starts, before its requests are cut off; pagehide as it ends.
  for (const event of ['beforeunload', 'pagehide']) {
    window.addEventListener(event, () => {
      leaving = true;
    });
  }
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** The page is being left (a full navigation, a reload, a closed tab). */
export function isLeavingPage(): boolean {
  return leaving;
}
