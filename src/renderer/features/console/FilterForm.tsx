/**
 * The filter bar above a console list: an inline form in a card whose submit (the Search button,
 * or Enter in any field) calls `onSearch`; the screen keeps the typed draft and pushes it to the
 * URL (list-query.ts).
 */
import { Card, Form } from 'antd';
import type { ReactNode } from 'react';

export function FilterForm({
  onSearch,
  testId,
  children,
}: {
  onSearch: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card size="small">
      <Form
        layout="inline"
        className="console-filters"
        component="form"
        onSubmitCapture={(e) => {
          e.preventDefault();
          onSearch();
        }}
        data-testid={testId}
      >
        {children}
      </Form>
    </Card>
  );
}
