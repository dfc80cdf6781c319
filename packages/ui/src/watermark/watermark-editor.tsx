import { useWatermark, useWatermarkActions, useWatermarkSample, type WatermarkScope } from '@shutterday/api-client/staff';
import { WatermarkSettings, type WatermarkView } from '@shutterday/domain/staff';
import { Button, Card, Flex, Spin, Typography, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { apiErrorMessages } from '../admin-kit/api-error-messages';
import { ResourceForm } from '../admin-kit/resource-form';
import { useConfirm } from '../confirm/use-confirm';
import { QueryState } from '../query-state/query-state';
import { useToast } from '../toast/toast-context';
import { WatermarkFields } from './watermark-fields';
import { WatermarkStatus } from './watermark-status';

/** The sample photo with the mark in force, as a parent sees a proof. */
function WatermarkSample({ scope }: { scope: WatermarkScope }) {
  const sample = useWatermarkSample(scope);
  const url = useMemo(() => (sample.data ? URL.createObjectURL(sample.data) : null), [sample.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (sample.isError) return <Typography.Text type="secondary">The sample could not be drawn.</Typography.Text>;
  return url ? <img src={url} alt="A sample proof with the mark in force" style={{ width: '100%', maxWidth: 480, borderRadius: 4 }} /> : <Spin aria-label="Drawing the sample" />;
}

/**
 * The mark over the proofs parents see before paying, for the platform (system admin → Watermarks) or
 * for one studio (its own mark, overriding the platform's). Every change re-marks the proofs already
 * made, in the background; the page follows the progress.
 */
export function WatermarkEditor({ scope }: { scope: WatermarkScope }) {
  const watermark = useWatermark(scope);
  const actions = useWatermarkActions(scope);
  const toast = useToast();
  const confirm = useConfirm();
  const who = scope === 'platform' ? 'platform' : 'studio';

  const upload = async (file: File) => {
    try {
      await actions.uploadPicture.mutateAsync(file);
      toast.success('Picture uploaded: proofs are being re-marked with it');
    } catch (error) {
      toast.error(apiErrorMessages(error).join(' '));
    }
  };
  const remove = async (view: WatermarkView) => {
    const ok = await confirm({
      title: who === 'platform' ? 'Go back to the default mark?' : "Use the platform's mark again?",
      content: `Every proof${who === 'studio' ? ' of your studio' : ''} will be re-marked${view.hasPicture ? ' and the uploaded picture deleted' : ''}.`,
      okText: 'Remove the mark',
      danger: true,
    });
    if (!ok) return;
    await actions.remove.mutateAsync();
    toast.success('Mark removed');
  };

  return (
    <QueryState query={watermark} errorTitle="We couldn't load the watermark" loadingLabel="Loading the watermark…">
      {(view: WatermarkView) => (
        <Flex vertical gap={16} style={{ maxWidth: 960 }}>
          <WatermarkStatus view={view} scope={who} />
          <Flex gap={24} wrap align="flex-start">
            <Card title="How the mark looks" style={{ flex: '1 1 380px' }}>
              <ResourceForm label="Watermark" schema={WatermarkSettings} values={view.settings} onSubmit={(settings) => actions.save.mutateAsync(settings)} successMessage="Watermark saved: proofs are being re-marked">
                {(form) => <WatermarkFields form={form} hasPicture={view.hasPicture && view.source === who} />}
              </ResourceForm>
            </Card>
            <Card title="What parents see" style={{ flex: '1 1 380px' }}>
              <Flex vertical gap={12}>
                <WatermarkSample scope={scope} />
                <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
                  <Button loading={actions.uploadPicture.isPending}>{view.hasPicture && view.source === who ? 'Replace the picture' : 'Upload a picture'}</Button>
                </Upload>
                <Typography.Text type="secondary">A PNG or JPEG up to 5 MB; a PNG's transparent parts stay transparent.</Typography.Text>
                {view.source === who ? (
                  <Button danger onClick={() => void remove(view)} style={{ alignSelf: 'flex-start' }}>
                    {who === 'platform' ? 'Go back to the default mark' : "Use the platform's mark"}
                  </Button>
                ) : null}
              </Flex>
            </Card>
          </Flex>
        </Flex>
      )}
    </QueryState>
  );
}
