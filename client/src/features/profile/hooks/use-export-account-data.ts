import { useMutation } from "@tanstack/react-query";
import { exportAccountData } from "../api/export-account-data";
import { saveBlob } from "@/lib/save-blob";

/** "Download my data": fetches the export and hands it to the browser as a file. */
export function useExportAccountData(username: string) {
  return useMutation({
    mutationFn: exportAccountData,
    onSuccess: ({ blob, fileName }) => {
      // The server names the file from its own clock; this is only the fallback when no name came with it.
      const today = new Date().toISOString().slice(0, 10);
      saveBlob(blob, fileName ?? `viralscore-data-${username}-${today}.json`);
    },
  });
}
