import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { decidedElsewhere, type DecidedRecord } from './liveStore';

export type { DecidedRecord };

/**
 * What a failed decision says: "B decided this a moment ago." when another administrator
 * decided the record within DECIDED_ELSEWHERE_MS (the failure is then theirs to explain),
 * else the screen's own text of the failure.
 */
export function useDecisionFailureText() {
  const translate = useTranslate();
  return useCallback(
    (record: DecidedRecord | undefined, ownText: string) => {
      const name = record && decidedElsewhere(record);
      return name ? translate('app.live.decided_elsewhere', { name }) : ownText;
    },
    [translate],
  );
}
