import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { canUseCamera } from '../lib/camera';
import { FeatureIcon } from './feature-icons';

/**
 * "Use camera" for a document that must be captured with the camera (identity, selfie): opens the
 * card's capture dialog. `again`: a photo was sent before (rejected, or more was asked for).
 */
export function CameraAction({ id, again, onOpen }: { id: string; again: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const [supported] = useState(() => canUseCamera());
  return (
    <div className="kyc-camera-action">
      <Button id={id} onClick={onOpen}>
        <FeatureIcon name="camera" size={18} />
        {again ? t('verification.camera.openAgain') : t('verification.camera.open')}
      </Button>
      <p className="kyc-upload__hint">
        {supported ? t('verification.camera.hint') : t('verification.camera.errors.unsupported')}
      </p>
    </div>
  );
}
