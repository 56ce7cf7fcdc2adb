/**
 * Messages and modals of the console outside React components (the failure reporter): antd's
 * App context instance once ConsoleApp has rendered (FeedbackBridge), the static API before.
 */
import { App, message as staticMessage, Modal } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

let app: AppApi | null = null;

export function bindFeedback(next: AppApi | null): void {
  app = next;
}

export const feedback = {
  error(text: string): void {
    void (app?.message ?? staticMessage).error(text);
  },
  success(text: string): void {
    void (app?.message ?? staticMessage).success(text);
  },
  alert(text: string): Promise<void> {
    return new Promise((resolve) => {
      (app?.modal ?? Modal).warning({ content: text, onOk: () => resolve() });
    });
  },
};
