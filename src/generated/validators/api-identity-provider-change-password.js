// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-change-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-change-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-change-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-change-password.json","title":"caption.identityProviderPasswordChange","description":"PUT /api/authentication/{id}/changepassword: the current password proves the caller; the new one follows the multi-factor policy and the history rule.","type":"object","required":["currentPassword","newPassword"],"properties":{"currentPassword":{"type":"string","title":"caption.currentPassword","minLength":1,"maxLength":256,"messages":{"required":"field.required","minLength":"field.required"},"examples":["Blue#Rive7"],"validCharacters":true},"newPassword":{"$ref":"#/definitions/password-mfa","title":"caption.newPassword"},"revokeSessions":{"type":"boolean","title":"caption.signOutEverywhere","examples":[true,false]}},"examples":[{"currentPassword":"Blue#Rive7","newPassword":"Green#Hill8","revokeSessions":true}],"invalidExamples":[{"value":{"currentPassword":"Blue#Rive7","newPassword":"Green#Hill"},"messageId":"password.rule.digit","path":"/newPassword"},{"value":{"newPassword":"Green#Hill8"},"messageId":"field.required","path":"/currentPassword"}],"definitions":{"password-mfa":{"title":"caption.password","description":"Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.","type":"string","minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"examples":["Pasw0rd!","Correct Horse 9 Battery Staple&"],"invalidExamples":[{"value":"Pas0rd!","messageId":"password.rule.minLength"},{"value":"pasw0rd!","messageId":"password.rule.uppercase"},{"value":"PASW0RD!","messageId":"password.rule.lowercase"},{"value":"Password!","messageId":"password.rule.digit"},{"value":"Passw0rdX","messageId":"password.rule.special"},{"value":"Passw0rd?","messageId":"password.rule.special"}],"validCharacters":true}}};
const schema28 = {"title":"caption.password","description":"Password under the multi-factor sign-in policy. What it must not contain (username, e-mail parts, names) is a cross-field rule of the model.","type":"string","minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"examples":["Pasw0rd!","Correct Horse 9 Battery Staple&"],"invalidExamples":[{"value":"Pas0rd!","messageId":"password.rule.minLength"},{"value":"pasw0rd!","messageId":"password.rule.uppercase"},{"value":"PASW0RD!","messageId":"password.rule.lowercase"},{"value":"Password!","messageId":"password.rule.digit"},{"value":"Passw0rdX","messageId":"password.rule.special"},{"value":"Passw0rd?","messageId":"password.rule.special"}],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("[A-Z]", "u");
const pattern2 = new RegExp("[a-z]", "u");
const pattern3 = new RegExp("[0-9]", "u");
const pattern4 = new RegExp("[!@#$%^&*]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-change-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.currentPassword === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currentPassword"},message:"must have required property '"+"currentPassword"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.newPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newPassword"},message:"must have required property '"+"newPassword"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.currentPassword !== undefined){
let data0 = data.currentPassword;
if(typeof data0 === "string"){
if(func2(data0) > 256){
const err2 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema27.properties.currentPassword,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.currentPassword,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.currentPassword,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.currentPassword.type,parentSchema:schema27.properties.currentPassword,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.newPassword !== undefined){
let data1 = data.newPassword;
if(typeof data1 === "string"){
if(func2(data1) < 8){
const err6 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern1.test(data1)){
const err7 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern2.test(data1)){
const err8 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data1)){
const err9 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"},message:"must match the pattern rule",schema:schema28.patternRules,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.revokeSessions !== undefined){
let data2 = data.revokeSessions;
if(typeof data2 !== "boolean"){
const err13 = {instancePath:instancePath+"/revokeSessions",schemaPath:"#/properties/revokeSessions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.revokeSessions.type,parentSchema:schema27.properties.revokeSessions,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
