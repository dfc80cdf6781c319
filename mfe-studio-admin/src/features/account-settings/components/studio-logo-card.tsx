import { useStudioDetails, useStudioLogo } from '@shutterday/api-client/staff';
import { IMAGE_UPLOAD_LIMITS } from '@shutterday/domain/staff';
import type { StudioDetails } from '@shutterday/domain';
import { apiErrorMessages, QueryState, useConfirm, useToast } from '@shutterday/ui';
import { Button, Flex, Typography, Upload } from 'antd';

/**
 * The studio's logo (spec §7 PUT/DELETE .../logo): parents see it in the header of the studio's pages,
 * and it is printed on camera cards and sent in e-mails. Without one, the studio's initial shows.
 */
export function StudioLogoCard({ studioId }: { studioId: number }) {
  const studio = useStudioDetails(studioId);
  const logo = useStudioLogo(studioId);
  const toast = useToast();
  const confirm = useConfirm();

  const upload = async (file: File) => {
    try {
      await logo.upload.mutateAsync(file);
      toast.success('Logo saved');
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };

  const remove = async () => {
    if (!(await confirm({ title: 'Remove the logo?', content: "Parents will see the studio's initial instead.", okText: 'Remove', danger: true }))) return;
    try {
      await logo.remove.mutateAsync();
      toast.success('Logo removed');
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };

  return (
    <QueryState query={studio} errorTitle="We couldn't load the studio" loadingLabel="Loading the studio…">
      {({ name, logoUrl }: StudioDetails) => (
        <Flex vertical gap={12} align="flex-start">
          {logoUrl ? (
            <img src={logoUrl} alt={`${name} logo`} style={{ maxWidth: 240, maxHeight: 120, objectFit: 'contain' }} />
          ) : (
            <Typography.Text type="secondary">No logo yet: parents see the studio&apos;s initial in its place.</Typography.Text>
          )}
          <Typography.Text type="secondary">{`A JPEG or PNG of at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB; it is kept at up to 512 pixels a side, transparency included.`}</Typography.Text>
          <Flex gap={8} wrap>
            <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
              <Button type="primary" loading={logo.upload.isPending}>{logoUrl ? 'Replace logo' : 'Upload logo'}</Button>
            </Upload>
            {logoUrl ? (
              <Button danger onClick={() => void remove()} loading={logo.remove.isPending}>
                Remove logo
              </Button>
            ) : null}
          </Flex>
        </Flex>
      )}
    </QueryState>
  );
}
