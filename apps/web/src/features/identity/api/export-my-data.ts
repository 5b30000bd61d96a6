import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** GET /v1/myself/data-export, saved by the browser as trilha-meus-dados-YYYY-MM-DD.json. */
export const useExportMyData = () =>
  useMutation({
    mutationFn: async () => {
      const data = await api(identityApi.exportMyData);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `trilha-meus-dados-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
