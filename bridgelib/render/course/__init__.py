"""Presentation for the lessons: the tables, views, figures and narrations that
:mod:`bridgelib.course` gathers for the lesson cells."""
