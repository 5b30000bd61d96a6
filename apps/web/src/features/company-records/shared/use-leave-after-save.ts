import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';

/**
 * The leave guard of an edit screen (while `dirty`) and where to go once a save or a removal is done. Navigating from
 * a mutation's onSuccess would be blocked as unsaved: `leave` turns the guard off, and the navigation runs in an
 * effect declared after the guard's, once the guard has seen it.
 */
export function useLeaveAfterSave(dirty: boolean) {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const guard = useLeaveGuard(dirty && leaveTo === null);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);
  return { guard, leave: setLeaveTo };
}
