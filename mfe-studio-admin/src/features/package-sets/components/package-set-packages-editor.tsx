import { packagesResource, useSavePackageSetPackages } from '@shutterday/api-client/staff';
import type { PackageSetWithPackages } from '@shutterday/domain';
import { apiErrorMessages, FormAlert, Money, useToast } from '@shutterday/ui';
import { Button, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { addPackage, movePackage, removePackage } from '../package-set-order';

/** Add, remove and order the packages of a set, then save them in one write (409 when someone else saved first). */
export function PackageSetPackagesEditor({ studioId, set, onReload }: { studioId: number; set: PackageSetWithPackages; onReload: () => unknown }) {
  const toast = useToast();
  const [ids, setIds] = useState(() => set.packages.map((pkg) => pkg.id));
  const [error, setError] = useState<string[] | null>(null);
  const all = packagesResource.useList({ studioId }, { page: 1 });
  const save = useSavePackageSetPackages(studioId, set.id);
  const known = new Map([...(all.data?.resultItems ?? []), ...set.packages].map((pkg) => [pkg.id, pkg]));
  const addable = [...known.values()].filter((pkg) => !ids.includes(pkg.id));
  const changed = ids.join(',') !== set.packages.map((pkg) => pkg.id).join(',');

  const submit = async () => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ packageIds: ids, version: set.version });
      setIds(saved.packages.map((pkg) => pkg.id));
      toast.success('Package set saved');
    } catch (failure) {
      setError(apiErrorMessages(failure));
    }
  };

  return (
    <Flex vertical gap={12}>
      <FormAlert error={error} submitted={error !== null} />
      <List
        bordered
        aria-label="Packages in this set"
        locale={{ emptyText: 'No packages in this set yet.' }}
        dataSource={ids}
        renderItem={(id, index) => {
          const pkg = known.get(id);
          const name = pkg?.name ?? `Package ${id}`;
          return (
            <List.Item
              actions={[
                <Button key="up" size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => setIds(movePackage(ids, id, -1))}>Up</Button>,
                <Button key="down" size="small" aria-label={`Move ${name} down`} disabled={index === ids.length - 1} onClick={() => setIds(movePackage(ids, id, 1))}>Down</Button>,
                <Button key="remove" size="small" danger aria-label={`Remove ${name}`} onClick={() => setIds(removePackage(ids, id))}>Remove</Button>,
              ]}
            >
              <Typography.Text>{name}</Typography.Text>
              {pkg ? <Money cents={pkg.retailCost} /> : null}
            </List.Item>
          );
        }}
      />
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="Add a package"
          placeholder="Add a package"
          showSearch
          optionFilterProp="label"
          value={null}
          options={addable.map((pkg) => ({ value: pkg.id, label: pkg.packageSetName && pkg.packageSetName !== set.name ? `${pkg.name} (now in ${pkg.packageSetName})` : pkg.name }))}
          onChange={(id: number) => setIds(addPackage(ids, id))}
          style={{ minWidth: 320 }}
        />
        <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={!changed}>
          Save packages
        </Button>
        {error && save.error && 'status' in save.error && save.error.status === 409 ? <Button onClick={() => { void onReload(); setError(null); }}>Reload</Button> : null}
      </Flex>
    </Flex>
  );
}
