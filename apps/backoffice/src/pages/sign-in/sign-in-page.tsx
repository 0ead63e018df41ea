import type { OperatorSessionAnswer, OperatorSignInAnswer } from '@casino/contracts/backoffice';
import { useLogin } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LoginParams } from '../../lib/auth-provider.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CodeStep } from './code-step.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';

type Step =
  | { kind: 'password'; notice?: string }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; secret: string; otpauthUri: string }
  | { kind: 'recovery-codes'; session: OperatorSessionAnswer };

export const sessionEndedMessage = 'Your session has ended. Sign in again.';

/** Password, then a code (or first-time enrolment and its recovery codes), then the app. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({
    kind: 'password',
    notice: searchParams.get('ended') ? sessionEndedMessage : undefined,
  });
  const [email, setEmail] = useState('');
  const queryClient = useQueryClient();
  const login = useLogin<LoginParams>();
  usePageTitle(step.kind === 'recovery-codes' ? 'Recovery codes' : 'Sign in');

  // whatever the last session loaded stays out of the next operator's view: their records, and
  // their identity, which would otherwise steer the next operator's landing page and menu
  useEffect(() => {
    for (const queryKey of [['data'], ['auth', 'identity'], ['auth', 'permissions']]) {
      queryClient.removeQueries({ queryKey });
    }
  }, [queryClient]);

  const enterApp = (session: OperatorSessionAnswer) => login.mutate({ session });

  const afterPassword = (answer: OperatorSignInAnswer) => {
    if (answer.stage === 'code') setStep({ kind: 'code', challenge: answer.challenge });
    else setStep({ kind: 'enrol', ...answer });
  };

  const restart = (notice?: string) => setStep({ kind: 'password', notice });

  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <p className="sign-in-brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          Casino back-office
        </p>
        {step.kind === 'password' ? (
          <PasswordStep notice={step.notice} email={email} onEmailChange={setEmail} onDone={afterPassword} />
        ) : step.kind === 'code' ? (
          <CodeStep challenge={step.challenge} email={email} onDone={enterApp} onRestart={restart} />
        ) : step.kind === 'enrol' ? (
          <EnrolStep
            challenge={step.challenge}
            secret={step.secret}
            otpauthUri={step.otpauthUri}
            email={email}
            onDone={(session) => setStep({ kind: 'recovery-codes', session })}
            onRestart={restart}
          />
        ) : (
          <RecoveryCodesStep
            codes={step.session.recoveryCodes ?? []}
            entering={login.isPending}
            onDone={() => enterApp(step.session)}
          />
        )}
      </div>
    </main>
  );
}
