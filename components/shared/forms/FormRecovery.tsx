'use client';

import { Component, Fragment, createContext, useContext, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { failure, type FormResult } from '@/lib/forms/result';

/** What a submission sent: its text fields, and its pictures by the name of their input. */
export interface Sent {
  values: Record<string, string>;
  files: Record<string, File[]>;
}

interface Recovery {
  /** Called with what is sent, just before each submission. */
  remember(sent: Sent): void;
  /** After a submission the server could not answer: the form's starting result (message and values) and its pictures. */
  recovered: { result: FormResult; files: Sent['files'] } | null;
}

const FormRecoveryContext = createContext<Recovery | null>(null);

export function useFormRecovery(): Recovery | null {
  return useContext(FormRecoveryContext);
}

interface BoundaryState {
  /** The form is mounted anew after each failure. */
  attempt: number;
  catching: boolean;
  recovered: Recovery['recovered'];
  broken: boolean;
}

/**
 * A form's error boundary. A server action that cannot answer (the network is gone, the
 * server failed or refused the post) throws into the nearest boundary; this one mounts the
 * form again with a translated message and everything the visitor typed and chose. The
 * form's `action` stays the server action itself, so it still works without JavaScript.
 * Should the form fail again before anything new is sent, the fallback shows instead.
 */
class RecoveryBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, BoundaryState> {
  state: BoundaryState = { attempt: 0, catching: false, recovered: null, broken: false };
  private sent: Sent | null = null;
  private readonly remember = (sent: Sent) => {
    this.sent = sent;
  };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { catching: true };
  }

  componentDidCatch() {
    const sent = this.sent;
    this.sent = null;
    if (!sent) {
      this.setState({ catching: false, broken: true });
      return;
    }
    this.setState((state) => ({
      catching: false,
      attempt: state.attempt + 1,
      recovered: { result: failure('errors.unavailable', { values: sent.values }), files: sent.files },
    }));
  }

  render() {
    if (this.state.broken) return this.props.fallback;
    if (this.state.catching) return null;
    return (
      <FormRecoveryContext value={{ remember: this.remember, recovered: this.state.recovered }}>
        <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
      </FormRecoveryContext>
    );
  }
}

/** Wraps a form so that a submission the server cannot answer never loses what was typed. */
export function FormRecoveryBoundary({ children }: { children: ReactNode }) {
  const t = useTranslations('forms');
  return (
    <RecoveryBoundary
      fallback={
        <p role="alert" className="muted">
          {t('errors.unavailable')}
        </p>
      }
    >
      {children}
    </RecoveryBoundary>
  );
}
