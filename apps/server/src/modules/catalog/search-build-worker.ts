import { parentPort } from 'node:worker_threads';
import { renderDocuments } from './search-document-writes';
import { documentsOf, type SourceRow } from './search-documents';

/**
 * The worker thread of a bulk build of the search documents (search-build.ts): works out a batch's documents from
 * their sources with the documents' one writer (`documentsOf`) and renders them for COPY, while the build's
 * connection copies the batch before. Pure: it reads and writes nothing but its messages.
 */
parentPort?.on('message', (rows: SourceRow[]) => {
  parentPort?.postMessage(renderDocuments(rows.filter((row) => row.visible).flatMap(documentsOf)));
});
