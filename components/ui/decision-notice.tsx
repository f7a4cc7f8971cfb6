'use client';

import { type ReactNode, createContext, useContext, useState } from 'react';
import { Alert } from './alert';

// What the last decision did, said above the list: the decided row leaves the
// list when the page refreshes, and its own state with it.

type Notice = { tone: 'info' | 'error'; text: string } | null;

const NoticeContext = createContext<(notice: Notice) => void>(() => undefined);

export function DecisionNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <NoticeContext.Provider value={setNotice}>
      <div aria-live="polite" data-testid="decision-notice">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

export const useDecisionNotice = () => useContext(NoticeContext);
