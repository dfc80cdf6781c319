import { downloadLabExport, downloadPackingList } from '@shutterday/api-client/staff';
import type { ShippingKind } from '@shutterday/domain/staff';
import { useSaveDownload } from '@shutterday/ui';
import { Button, Flex, Progress } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';

/** "Download for the lab" (the ZIP of print files and its manifest, with a progress bar) and the packing list. */
export function LabExportButtons({ shipping, orderNumbers }: { shipping: ShippingKind; orderNumbers: string[] }) {
  const scope = useJobScope();
  const save = useSaveDownload();
  const [progress, setProgress] = useState<number | null>(null);
  const chosen = orderNumbers.length ? orderNumbers : null;
  const exportZip = async () => {
    setProgress(0);
    await save(downloadLabExport(scope, shipping, chosen, setProgress));
    setProgress(null);
  };
  return (
    <Flex gap={8} wrap align="center">
      <Button onClick={() => void exportZip()} loading={progress !== null}>
        {chosen ? `Download ${chosen.length} for the lab` : 'Download for the lab'}
      </Button>
      {shipping === 'batch' && <Button onClick={() => void save(downloadPackingList(scope, shipping, chosen))}>Packing list PDF</Button>}
      {progress !== null && <Progress aria-label="Lab export download" percent={Math.round(progress * 100)} size="small" style={{ width: 200 }} />}
    </Flex>
  );
}
