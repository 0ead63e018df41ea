import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { saveBlob } from '../../lib/download.ts';

type RecoveryCodesStepProps = {
  codes: string[];
  entering: boolean;
  onDone: () => void;
};

/**
 * The recovery codes, shown this once (the server keeps only their hashes). The app opens only
 * after the operator says they are saved: a lost phone without them means an owner must reset 2FA.
 */
export function RecoveryCodesStep({ codes, entering, onDone }: RecoveryCodesStepProps) {
  const [status, setStatus] = useState('');
  const text = codes.join('\n');

  const copy = async () =>
    setStatus(
      (await copyText(text)) ? 'Recovery codes copied.' : 'Copying failed: select the codes and copy them.',
    );

  const download = () => {
    saveBlob(
      new Blob([`Casino back-office recovery codes\n\n${text}\n`], { type: 'text/plain' }),
      'recovery-codes.txt',
    );
    setStatus('Recovery codes downloaded.');
  };

  return (
    <section className="stack" aria-labelledby="recovery-title">
      <h1 id="recovery-title">Save your recovery codes</h1>
      <p className="muted">
        Two-factor authentication is on. If you lose your phone, each of these codes signs you in once instead
        of an authenticator code. Keep them somewhere safe, such as a password manager.{' '}
        <strong>They will not be shown again.</strong>
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <Button onClick={() => void copy()}>Copy</Button>
        <Button onClick={download}>Download</Button>
      </div>
      <p className="field-hint" role="status">
        {status}
      </p>
      <Button variant="primary" className="button-block" loading={entering} onClick={onDone}>
        I have saved them
      </Button>
    </section>
  );
}
