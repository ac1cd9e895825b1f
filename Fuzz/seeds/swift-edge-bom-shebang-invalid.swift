sï»¿#!/usr/bin/swift
let s = UIScreen.main.bounds.width / 2 ÿÃ
