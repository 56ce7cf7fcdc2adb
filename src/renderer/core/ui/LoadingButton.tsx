import { Button, type ButtonProps } from 'antd-mobile';
import { useRef, useState, type MouseEvent } from 'react';

export type LoadingButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** May return a promise; the button shows loading and ignores clicks until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Forces the loading state (e.g. a form submit running elsewhere). */
  loading?: boolean;
};

/** A button that cannot be pressed twice while its request runs (UI.md, "Feedback"). */
export function LoadingButton({ onClick, loading, ...rest }: LoadingButtonProps) {
  const [running, setRunning] = useState(false);
  // The ref blocks a second click that arrives before React re-renders the disabled button.
  const lock = useRef(false);

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (lock.current || !onClick) return;
    lock.current = true;
    setRunning(true);
    try {
      await onClick(event);
    } finally {
      lock.current = false;
      setRunning(false);
    }
  };

  return <Button {...rest} loading={running || loading} onClick={handleClick} />;
}
