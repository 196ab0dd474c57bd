# cython: language_level=3
cimport cython
from libc.math cimport sqrt
from libc.stdlib cimport malloc, free
import numpy as np
cimport numpy as cnp

cdef extern from "stdio.h":
    int printf(const char *fmt, ...)
    ctypedef struct FILE:
        pass

cdef struct Point:
    double x
    double y

ctypedef double (*metric)(Point, Point)

cdef inline double dist(Point a, Point b) nogil:
    return sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2)

@cython.boundscheck(False)
@cython.wraparound(False)
def total(double[:] values not None):
    cdef Py_ssize_t i, n = values.shape[0]
    cdef double s = 0.0
    for i in range(n):
        s += values[i]
    return s

cdef class Vector:
    cdef public int size
    cdef double *data

    def __cinit__(self, int size):
        self.size = size
        self.data = <double *> malloc(size * sizeof(double))
        if not self.data:
            raise MemoryError("no memory for %d items" % size)

    def __dealloc__(self):
        free(self.data)

    cpdef double norm(self) except -1:
        cdef int i
        cdef double acc = 0
        for i in range(self.size):
            acc += self.data[i] * self.data[i]
        return sqrt(acc)

def greet(name):
    msg = f"Hello {name}!"
    raw = r"C:\path\n"
    print(msg, raw, b'bytes', '''triple''')
