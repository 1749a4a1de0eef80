"""Readers and writers of deal records: PBN 2.1 and LIN (json-like load/loads/dump/dumps),
and Duplimate ``.dup`` files for dealing machines (:mod:`bridgelib.io.dup`)."""
