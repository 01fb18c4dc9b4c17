import { parentPort, workerData } from 'node:worker_threads';
import { Glossary, type TermRow } from './attribute-glossary';
import { renderDocuments } from './search-document-writes';
import { documentsOfRows, type SourceRow } from './search-documents';

/**
 * The worker thread of a bulk build of the search documents (search-build.ts): works out a batch's documents from
 * their sources with the documents' one writer (`documentsOfRows`) and renders them for COPY, while the build's
 * connection copies the batch before, with the glossary the build read (its `workerData`). Pure: it reads and writes
 * nothing but its messages.
 */
const glossary = new Glossary((workerData ?? []) as TermRow[]);

parentPort?.on('message', async (rows: SourceRow[]) => {
  parentPort?.postMessage(renderDocuments(await documentsOfRows(rows, glossary)));
});
