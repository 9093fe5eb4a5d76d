import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { pageLoading } from '@waypoint/domain/constants';

/** While the next page loads the current one stays up; after a second, a notice says the page is on its way. */
export function DelayedLoadNotice() {
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'loading' ? navigation.location.key : null;
  // The navigation the timer ran out for; a newer navigation starts its own second.
  const [lateKey, setLateKey] = useState<string | null>(null);
  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(() => setLateKey(pendingKey), pageLoading.delayedNoticeMs);
    return () => clearTimeout(timer);
  }, [pendingKey]);
  const late = pendingKey !== null && lateKey === pendingKey;
  // Only there while it has something to say: the page's own status messages stay the one status region.
  if (!late) return null;
  return (
    <div className="delayed-load-notice" role="status">
      <p className="delayed-load-notice__text">Loading the page… this is taking longer than usual.</p>
    </div>
  );
}
